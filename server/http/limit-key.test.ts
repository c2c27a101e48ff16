import { describe, expect, it } from "vitest";
import { limitKey } from "./limit-key.ts";

describe("limitKey", () => {
  it("counts every address of one IPv6 /64 as one visitor, and another /64 apart", () => {
    const key = limitKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    expect(limitKey("2001:db8:1:2:ffff:ffff:ffff:fffe")).toBe(key);
    expect(limitKey("2001:0db8:0001:0002:abcd::9")).toBe(key);
    expect(limitKey("2001:db8:1:3::1")).not.toBe(key);
  });

  it("drops a zone id and reads an IPv4-mapped address as IPv4", () => {
    expect(limitKey("fe80::1%eth0")).toBe(limitKey("fe80::2%wlan0"));
    expect(limitKey("fe80::1%eth0")).toBe("fe80::/64");
    expect(limitKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(limitKey("203.0.113.9")).toBe("203.0.113.9");
  });

  it("takes the prefix length it is configured with", () => {
    expect(limitKey("2001:db8:1:2::1", 48)).toBe("2001:db8:1::/48");
    expect(limitKey("2001:db8:1:2::1", 128)).toBe("2001:db8:1:2::1/128");
    expect(limitKey("2001:db8:1:2:3:4:5:6", 56)).toBe("2001:db8:1::/56");
  });

  it("leaves a value that is no address as it is", () => {
    expect(limitKey("local")).toBe("local");
    expect(limitKey("unknown")).toBe("unknown");
  });
});
