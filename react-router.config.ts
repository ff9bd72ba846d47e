// React Router framework mode: server-rendered with streaming; the app lives in app/.
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
} satisfies Config;
