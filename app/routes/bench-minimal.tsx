// The benchmarks' baseline: a page of the same server (root middleware, i18n, Mantine document)
// that makes no upstream call, so that the mall home's cost can be read against it. It exists only
// when a benchmark starts the server with BENCH_ROUTES=1 (bench/support.ts); otherwise, as in
// production, it is the 404 page (docs/security.md#benchmark-page).
import { data } from 'react-router';
import { useTranslation } from 'react-i18next';

export function loader() {
  if (process.env.BENCH_ROUTES !== '1') throw data(null, { status: 404 });
  return null;
}

export default function BenchMinimal() {
  const { t } = useTranslation();
  return (
    <main>
      <p>{t('loading')}</p>
    </main>
  );
}
