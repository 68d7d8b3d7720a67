import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BarChart } from "./BarChart.tsx";
import { niceMax, scale, ticks } from "./chart-scale.ts";
import { LineChart } from "./LineChart.tsx";

describe("chart scale", () => {
  it("maps and clamps values onto pixels", () => {
    expect(scale(50, 0, 100, 0, 200)).toBe(100);
    expect(scale(150, 0, 100, 0, 200)).toBe(200);
    expect(scale(-5, 0, 100, 240, 0)).toBe(240);
    expect(scale(Number.NaN, 0, 100, 10, 20)).toBe(10);
    expect(scale(3, 5, 5, 10, 20)).toBe(10);
  });

  it("gives round axis tops and even ticks", () => {
    expect(niceMax([{ label: "a", value: 87 }])).toBe(90);
    expect(niceMax([{ label: "a", value: 0 }])).toBe(1);
    expect(niceMax([{ label: "a", value: 1234 }])).toBe(2000);
    expect(ticks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(ticks(0)).toEqual([0]);
  });
});

describe("LineChart", () => {
  it("draws one dot per point and reads out every value for screen readers", () => {
    const { container } = render(
      <LineChart
        title="Score history"
        points={[
          { label: "Mon", value: 40 },
          { label: "Tue", value: 75 },
          { label: "Wed", value: 90 },
        ]}
        labelHeader="Day"
        valueHeader="Score"
        format={(v) => `${v}%`}
        emptyText="none"
      />,
    );
    expect(screen.getByRole("img", { name: "Score history" })).toBeTruthy();
    expect(container.querySelectorAll("circle")).toHaveLength(3);
    const table = screen.getByRole("table");
    expect(within(table).getByRole("row", { name: "Tue 75%" })).toBeTruthy();
    // Higher scores sit higher (smaller y).
    const ys = [...container.querySelectorAll("circle")].map((c) => Number(c.getAttribute("cy")));
    expect(ys[2]).toBeLessThan(ys[1]!);
    expect(ys[1]).toBeLessThan(ys[0]!);
  });

  it("shows the empty text without points", () => {
    render(<LineChart title="t" points={[]} labelHeader="a" valueHeader="b" emptyText="No data yet" />);
    expect(screen.getByText("No data yet")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("BarChart", () => {
  it("makes bar length proportional to the value", () => {
    const { container } = render(
      <BarChart
        title="Completion"
        points={[
          { label: "Unit 1", value: 50 },
          { label: "Unit 2", value: 100 },
        ]}
        max={100}
        labelHeader="Homework"
        valueHeader="Done"
        emptyText="none"
      />,
    );
    const widths = [...container.querySelectorAll("rect")].map((r) => Number(r.getAttribute("width")));
    expect(widths).toHaveLength(2);
    expect(widths[1]).toBeCloseTo(widths[0]! * 2, 5);
    expect(within(screen.getByRole("table")).getByRole("row", { name: "Unit 2 100" })).toBeTruthy();
  });
});
