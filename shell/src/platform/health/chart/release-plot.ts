// Draws one health chart with uPlot (~20 kB gzip, canvas, no dependencies), fetched by a dynamic
// import the first time a chart is drawn: only the health page ever loads it. The React side
// (release-chart.tsx) keeps the legend, the keyboard and the table; this only paints lines.
import type uPlot from 'uplot';

export interface PlotLine {
  label: string;
  color: string;
  /** Canvas dash pattern: the canary is dashed, so the lines differ without their colours too. */
  dash?: number[];
  values: (number | null)[];
}

export interface PlotSpec {
  /** Epoch ms of each point. */
  times: number[];
  lines: PlotLine[];
  formatValue: (value: number) => string;
  /** A time tick's label (epoch ms): the same words as the chart's table. */
  formatTime: (at: number) => string;
  width: number;
  height: number;
  colors: { axis: string; grid: string; font: string };
  /** Rates are read from 0; so are counts and timings. */
  onPoint: (index: number | null) => void;
}

export interface ReleasePlot {
  /** Puts the cursor on point `index` (keyboard), or takes it away. */
  showPoint: (index: number | null) => void;
  resize: (width: number) => void;
  destroy: () => void;
}

let library: Promise<typeof uPlot> | undefined;

/** uPlot, fetched once; a failed fetch is tried again by the next chart. */
export function loadPlotLibrary(): Promise<typeof uPlot> {
  library ??= import(/* webpackChunkName: "uplot" */ 'uplot').then(
    (module) => module.default,
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

export async function drawReleasePlot(container: HTMLElement, spec: PlotSpec): Promise<ReleasePlot> {
  const UPlot = await loadPlotLibrary();
  const axis = { stroke: spec.colors.axis, font: spec.colors.font, grid: { stroke: spec.colors.grid, width: 1 }, ticks: { show: false } };
  const options: uPlot.Options = {
    width: spec.width,
    height: spec.height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 8 } },
    scales: {
      x: { time: true },
      y: { range: (_plot, _min, max) => [0, max > 0 ? max * 1.15 : 1] },
    },
    axes: [
      { ...axis, space: 60, values: (_plot, splits) => splits.map((seconds) => spec.formatTime(seconds * 1000)) },
      { ...axis, size: 64, values: (_plot, splits) => splits.map((value) => spec.formatValue(value)) },
    ],
    series: [
      {},
      ...spec.lines.map((line) => ({
        label: line.label,
        stroke: line.color,
        width: 2,
        ...(line.dash ? { dash: line.dash } : {}),
        points: { show: true, size: 5, fill: line.color },
      })),
    ],
    hooks: { setCursor: [(plot: uPlot) => spec.onPoint(plot.cursor.idx ?? null)] },
  };
  const data: uPlot.AlignedData = [spec.times.map((at) => at / 1000), ...spec.lines.map((line) => line.values)];
  const plot = new UPlot(options, data, container);
  return {
    showPoint(index) {
      if (index === null) {
        plot.setCursor({ left: -10, top: -10 });
        return;
      }
      const value = spec.lines.map((line) => line.values[index]).find((candidate) => candidate !== null && candidate !== undefined) ?? 0;
      plot.setCursor({ left: plot.valToPos(spec.times[index]! / 1000, 'x'), top: plot.valToPos(value, 'y') });
    },
    resize(width) {
      plot.setSize({ width, height: spec.height });
    },
    destroy() {
      plot.destroy();
    },
  };
}
