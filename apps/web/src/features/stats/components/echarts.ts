// ECharts, tree-shaken: its core with only the charts and components the statistics draw, drawn as
// SVG (sharp at any zoom, no canvas). Imported lazily by chart.tsx, so it is a chunk of its own that
// loads after the page's tables.
import { BarChart, FunnelChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([BarChart, LineChart, FunnelChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export type { EChartsCoreOption, EChartsType } from 'echarts/core';
export { init };
