// The benchmarks' baseline: a page of the same server (root middleware, i18n, Mantine document)
// that makes no upstream call, so that the mall home's cost can be read against it.
import { useTranslation } from 'react-i18next';

export default function BenchMinimal() {
  const { t } = useTranslation();
  return (
    <main>
      <p>{t('loading')}</p>
    </main>
  );
}
