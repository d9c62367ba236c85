import { describe, expect, it } from "vitest";
import { BatchedHtml } from "./batched-html.server.ts";

function collect(stream: BatchedHtml): string[] {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  return chunks;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("BatchedHtml", () => {
  it("passes React's views on as one chunk at each flush, and the rest at the end", async () => {
    const stream = new BatchedHtml();
    const chunks = collect(stream);
    for (const part of ["<html>", "<body>", "<main>shell</main>"]) stream.write(Buffer.from(part));
    await tick();
    expect(chunks).toEqual([]);
    stream.flush();
    await tick();
    expect(chunks).toEqual(["<html><body><main>shell</main>"]);
    stream.write(Buffer.from("<template>late</template>"));
    stream.write(Buffer.from("</body>"));
    stream.end(Buffer.from("</html>"));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(chunks).toEqual(["<html><body><main>shell</main>", "<template>late</template></body></html>"]);
  });

  it("a flush with nothing written sends nothing", async () => {
    const stream = new BatchedHtml();
    const chunks = collect(stream);
    stream.flush();
    stream.end();
    await new Promise((resolve) => stream.on("end", resolve));
    expect(chunks).toEqual([]);
  });
});
