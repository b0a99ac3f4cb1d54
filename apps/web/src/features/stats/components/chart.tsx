import { useEffect, useRef, useState } from 'react';
import type { EChartsCoreOption, EChartsType } from './echarts.ts';

/**
 * An ECharts chart, drawn as SVG once its code has loaded (a chunk of its own), resized with its box.
 * To assistive technology it is one image with `label` (what it shows and its totals); the values
 * are in the data table that goes with every chart.
 */
export function Chart({
  option,
  label,
  tall = false,
}: {
  option: EChartsCoreOption;
  label: string;
  tall?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);

  useEffect(() => {
    let gone = false;
    let made: EChartsType | undefined;
    let observer: ResizeObserver | undefined;
    void import('./echarts.ts').then(({ init }) => {
      if (gone || !box.current) return;
      made = init(box.current, null, { renderer: 'svg' });
      observer = new ResizeObserver(() => made?.resize());
      observer.observe(box.current);
      setChart(made);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      made?.dispose();
    };
  }, []);

  useEffect(() => {
    chart?.setOption(option, { notMerge: true });
  }, [chart, option]);

  // The drawing itself is hidden from assistive technology: the labelled box is the one image.
  return (
    <div
      className={tall ? 'stats-chart stats-chart--tall' : 'stats-chart'}
      role="img"
      aria-label={label}
      data-ready={chart ? 'true' : undefined}
    >
      <div ref={box} className="stats-chart-drawing" aria-hidden="true" />
    </div>
  );
}
