import { DataCipher } from "#app/server/data-cipher.server.ts";

// The data key of the tests (docs/decisions/0028): the services and the fixtures share it, so a
// row a fixture stores is read back by the loaders as the server would.
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString("base64");
export const testCipher = new DataCipher([{ id: "test", key: Buffer.from(TEST_DATA_KEY, "base64") }]);
