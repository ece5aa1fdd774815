// One figure of one app over the period, a line per release: the canvas for the eye, a legend with
// each release's figure (at the point under the cursor, else over the whole period), the arrow keys
// to move along the points, and the same numbers as a table for a screen reader (shown on request).
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTheme } from 'styled-components';
import { Button } from '@carmarket/shared';
import type { ChartRelease } from '../chart-releases';
import { drawReleasePlot, type ReleasePlot } from '../chart/release-plot';
import { UPlotStyle } from '../chart/uplot-style';
import { formatBucketTime, formatClockTime } from '../format-health';
import type { HealthMetric } from '../health-metrics';
import type { HealthPeriod } from '../health-period';
import type { ReleaseTimeline } from '../release-series';
import {
  StyledChartTable,
  StyledFigure,
  StyledLegend,
  StyledMuted,
  StyledPlotArea,
  StyledReadout,
  StyledSwatch,
} from '../release-health-page.styles';

export interface ChartLine {
  release: ChartRelease;
  timeline: ReleaseTimeline;
}

interface ReleaseChartProps {
  app: string;
  metric: HealthMetric;
  period: HealthPeriod;
  bucketStarts: number[];
  lines: ChartLine[];
}

const PLOT_HEIGHT = 180;
/** The width a chart starts with before its box is measured (a phone's). */
const FALLBACK_WIDTH = 320;

type DrawState = 'drawing' | 'drawn' | 'failed';

export function ReleaseChart({ app, metric, period, bucketStarts, lines }: ReleaseChartProps) {
  const theme = useTheme();
  const id = useId();
  const plotBox = useRef<HTMLDivElement>(null);
  const plot = useRef<ReleasePlot | null>(null);
  const [drawState, setDrawState] = useState<DrawState>('drawing');
  const [pointIndex, setPointIndex] = useState<number | null>(null);
  const [keyboardIndex, setKeyboardIndex] = useState<number | null>(null);
  const [tableShown, setTableShown] = useState(false);

  const values = useMemo(() => lines.map((line) => line.timeline.buckets.map(metric.valueOf)), [lines, metric]);
  /** Points where at least one release reported: the table's rows and the keyboard's stops. */
  const reportedIndexes = useMemo(
    () => bucketStarts.map((_at, index) => index).filter((index) => lines.some((line) => line.timeline.buckets[index]?.reported)),
    [bucketStarts, lines],
  );

  useEffect(() => {
    const box = plotBox.current;
    if (!box) return;
    let cancelled = false;
    let drawn: ReleasePlot | undefined;
    setDrawState('drawing');
    drawReleasePlot(box, {
      times: bucketStarts,
      lines: lines.map((line, index) => ({
        label: line.release.label,
        color: line.release.color,
        ...(line.release.dash ? { dash: line.release.dash } : {}),
        values: values[index]!,
      })),
      formatValue: metric.format,
      formatTime: formatClockTime,
      width: box.clientWidth || FALLBACK_WIDTH,
      height: PLOT_HEIGHT,
      colors: { axis: theme.colors.textMuted, grid: theme.colors.border, font: `12px ${theme.font.family}` },
      onPoint: setPointIndex,
    }).then(
      (created) => {
        if (cancelled) return created.destroy();
        drawn = created;
        plot.current = created;
        setDrawState('drawn');
      },
      () => !cancelled && setDrawState('failed'),
    );
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) => entry && drawn?.resize(Math.max(1, Math.floor(entry.contentRect.width))));
    observer?.observe(box);
    return () => {
      cancelled = true;
      observer?.disconnect();
      drawn?.destroy();
      plot.current = null;
    };
  }, [bucketStarts, lines, values, metric, theme]);

  /** Arrow keys walk the points that have figures; Home and End jump to the ends; Escape leaves. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (reportedIndexes.length === 0) return;
    const position = keyboardIndex === null ? -1 : reportedIndexes.indexOf(keyboardIndex);
    let next: number | null | undefined;
    if (event.key === 'ArrowRight') next = reportedIndexes[Math.min(reportedIndexes.length - 1, position + 1)];
    else if (event.key === 'ArrowLeft') next = reportedIndexes[position === -1 ? reportedIndexes.length - 1 : Math.max(0, position - 1)];
    else if (event.key === 'Home') next = reportedIndexes[0];
    else if (event.key === 'End') next = reportedIndexes[reportedIndexes.length - 1];
    else if (event.key === 'Escape') next = null;
    else return;
    event.preventDefault();
    setKeyboardIndex(next ?? null);
    setPointIndex(next ?? null);
    plot.current?.showPoint(next ?? null);
  };

  const figuresAt = (index: number) =>
    lines.map((line, lineIndex) => `${line.release.label}: ${metric.format(values[lineIndex]![index] ?? null)}`).join('; ');
  const periodName = period.label.toLowerCase();
  const title = `${app}: ${metric.title}`;
  const shownIndex = pointIndex ?? keyboardIndex;

  return (
    <StyledFigure aria-labelledby={`${id}-title`}>
      <UPlotStyle />
      <figcaption>
        <h3 id={`${id}-title`}>{metric.title}</h3>
        <p>{metric.description}</p>
      </figcaption>
      <StyledLegend aria-label={`${title}, ${shownIndex === null ? periodName : formatBucketTime(bucketStarts[shownIndex]!, period)}`}>
        {lines.map((line, index) => {
          const value = shownIndex === null ? metric.valueOf(line.timeline.total) : values[index]![shownIndex]!;
          return (
            <li key={line.release.release}>
              <StyledSwatch $color={line.release.color} $dashed={Boolean(line.release.dash)} aria-hidden="true" />
              <span>{line.release.label}</span>
              <strong>{metric.format(value ?? null)}</strong>
            </li>
          );
        })}
      </StyledLegend>
      <StyledPlotArea
        ref={plotBox}
        tabIndex={0}
        role="group"
        aria-label={`${title}, chart of the ${periodName}`}
        aria-describedby={`${id}-readout`}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setKeyboardIndex(null);
          plot.current?.showPoint(null);
        }}
      >
        {drawState === 'failed' && <StyledMuted>The chart could not be drawn: the table below has its figures.</StyledMuted>}
      </StyledPlotArea>
      <StyledReadout id={`${id}-readout`} aria-live="polite">
        {keyboardIndex === null
          ? 'Left and right arrow keys read the points.'
          : `${formatBucketTime(bucketStarts[keyboardIndex]!, period)}: ${figuresAt(keyboardIndex)}`}
      </StyledReadout>
      <Button type="button" $variant="secondary" $size="sm" aria-pressed={tableShown} onClick={() => setTableShown((shown) => !shown)}>
        Show the table
      </Button>
      <StyledChartTable $shown={tableShown || drawState === 'failed'} tabIndex={tableShown ? 0 : -1}>
        <table>
          <caption>{`${title}, ${periodName}`}</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              {lines.map((line) => (
                <th scope="col" key={line.release.release}>
                  {line.release.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {reportedIndexes.map((index) => (
              <tr key={bucketStarts[index]}>
                <th scope="row">
                  <time dateTime={new Date(bucketStarts[index]!).toISOString()}>{formatBucketTime(bucketStarts[index]!, period)}</time>
                </th>
                {lines.map((line, lineIndex) => (
                  <td key={line.release.release}>{metric.format(values[lineIndex]![index] ?? null)}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{period.label}</th>
              {lines.map((line) => (
                <td key={line.release.release}>{metric.format(metric.valueOf(line.timeline.total))}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </StyledChartTable>
    </StyledFigure>
  );
}
