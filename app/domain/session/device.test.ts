import { describe, expect, it } from "vitest";
import { describeAddress, describeDevice } from "./device.ts";

const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const EDGE_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0";
const FIREFOX_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:140.0) Gecko/20100101 Firefox/140.0";

describe("describeDevice", () => {
  it("names the browser and the system", () => {
    expect(describeDevice(CHROME_LINUX)).toBe("Chrome on Linux");
    expect(describeDevice(SAFARI_IPHONE)).toBe("Safari on iOS");
    expect(describeDevice(EDGE_WINDOWS)).toBe("Edge on Windows");
    expect(describeDevice(FIREFOX_MAC)).toBe("Firefox on macOS");
  });

  it("says what it can of an agent it half knows, and that it does not know one it cannot read", () => {
    expect(describeDevice("curl/8.0 (Linux)")).toBe("A browser on Linux");
    expect(describeDevice("")).toBe("Unknown browser");
    expect(describeDevice(null)).toBe("Unknown browser");
  });
});

describe("describeAddress", () => {
  it("says a private or loopback address is the local network", () => {
    expect(describeAddress("127.0.0.1")).toBe("Local network (127.0.0.1)");
    expect(describeAddress("::ffff:192.168.1.20")).toBe("Local network (192.168.1.20)");
    expect(describeAddress("172.20.0.3")).toBe("Local network (172.20.0.3)");
    expect(describeAddress("::1")).toBe("Local network (::1)");
  });

  it("shows any other address as it is, and says when there is none", () => {
    expect(describeAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(describeAddress("172.32.0.1")).toBe("172.32.0.1");
    expect(describeAddress("")).toBe("Unknown address");
    expect(describeAddress(null)).toBe("Unknown address");
  });
});
