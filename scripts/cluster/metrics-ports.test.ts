import { describe, expect, it } from "vitest";
import { ClusterError } from "./cluster";
import { metricsPorts } from "./metrics-ports";

describe("each cluster process's metrics port", () => {
  it("counts up from METRICS_PORT, one per process", () => {
    expect(metricsPorts("9464", 3)).toEqual([9464, 9465, 9466]);
    expect(metricsPorts("65533", 3)).toEqual([65533, 65534, 65535]);
  });

  it("is none without METRICS_PORT", () => {
    expect(metricsPorts(undefined, 3)).toBeNull();
    expect(metricsPorts("", 3)).toBeNull();
  });

  it.each(["0", "nine", "9464.5", "65534"])("refuses %s for 3 processes", (base) => {
    expect(() => metricsPorts(base, 3)).toThrow(ClusterError);
    expect(() => metricsPorts(base, 3)).toThrow(/METRICS_PORT must be a port from 1 to 65533/);
  });
});
