import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network";

describe("a client's network", () => {
  it("is an IPv4 address itself, however the socket wrote it", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::FFFF:127.0.0.1")).toBe("127.0.0.1");
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    expect(clientNetwork("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientNetwork("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });

  it("keeps anything else as given, cut to 64 characters", () => {
    expect(clientNetwork("")).toBe("");
    expect(clientNetwork("x".repeat(100))).toBe("x".repeat(64));
  });
});
