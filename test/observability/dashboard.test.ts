import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { metricsRegistry } from '../../lib/observability/metrics';

const DIR = join(__dirname, '..', '..', 'docs', 'observability');

describe('the Grafana dashboard and Prometheus configuration', () => {
  const dashboard = JSON.parse(
    readFileSync(join(DIR, 'grafana', 'platform-dashboard.json'), 'utf8'),
  ) as { panels: { title: string; targets: { expr: string }[] }[] };

  it('query only metrics the platform exports', async () => {
    const exported = new Set(
      (await metricsRegistry.getMetricsAsJSON()).map((metric) => metric.name),
    );
    const base = (name: string) => name.replace(/_(bucket|count|sum)$/, '');
    for (const panel of dashboard.panels) {
      for (const { expr } of panel.targets) {
        const names = [
          ...expr.matchAll(
            /\b([a-z_]+_(?:seconds|total|connections|events|lag|depth|active)(?:_bucket|_count|_sum)?)\b/g,
          ),
        ].map((m) => m[1]);
        expect(names.length).toBeGreaterThan(0);
        for (const name of names)
          expect({
            panel: panel.title,
            metric: base(name),
            exported: exported.has(base(name)),
          }).toEqual({ panel: panel.title, metric: base(name), exported: true });
      }
    }
  });

  it('scrape every service of the platform', () => {
    const text = readFileSync(join(DIR, 'prometheus.yml'), 'utf8');
    const targets = [...text.matchAll(/"([a-z-]+:\d+)"/g)].map((m) => m[1]);
    for (const service of [
      'gateway',
      'identity',
      'marketplace',
      'media',
      'integrations',
      'ads',
      'ai',
      'reports',
      'ml',
    ]) {
      expect(targets.some((target) => target.startsWith(`${service}:`))).toBe(true);
    }
  });
});
