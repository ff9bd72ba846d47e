// The platform on its own in a deployment (PLATFORM_DEPLOYED=1, as the Docker image runs
// `node platform/main.ts`): it does not start on the SMS outbox, and with a provider the outbox
// endpoint does not exist (docs/security.md#sms-codes-in-a-deployment). The real start-up, in a
// child process, as an operator would meet it.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { freePort } from '#tests/support/portal-process.ts';
import { readPlatformEnv } from './env.ts';
import { startPlatform } from './server.ts';

const root = path.resolve(import.meta.dirname, '..');
const GATEWAY = { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/sms', SMS_HTTP_TOKEN: 'token' };

let child: ChildProcess | undefined;
afterEach(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  child = undefined;
});

/** `npm run platform` with `env` on top of this process's environment: its stderr, and how it ended once it has (else null). */
function runPlatform(env: Record<string, string>): { stderr: () => string; exited: Promise<number | null> } {
  let stderr = '';
  child = spawn(process.execPath, ['platform/main.ts'], {
    cwd: root,
    env: { ...process.env, PGLITE_DIR: 'memory://', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { stderr: () => stderr, exited };
}

describe('the platform in a deployment', () => {
  it('refuses to start without an SMS provider, naming SMS_PROVIDER', async () => {
    expect(() => readPlatformEnv({ PLATFORM_DEPLOYED: '1' })).toThrow(/SMS_PROVIDER must name an SMS provider in a deployment \(PLATFORM_DEPLOYED\)/);
    await expect(startPlatform({ dataDir: 'memory://', logLevel: 'silent', deployed: true })).rejects.toThrow(/SMS_PROVIDER/);

    const run = runPlatform({ PLATFORM_DEPLOYED: '1', PORT: '0' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toMatch(/SMS_PROVIDER: SMS_PROVIDER must name an SMS provider/);
  }, 60_000);

  it('with a provider, starts and has no SMS outbox: the endpoint answers 404', async () => {
    const port = await freePort();
    const run = runPlatform({ PLATFORM_DEPLOYED: '1', PORT: String(port), ...GATEWAY });
    const base = `http://127.0.0.1:${port}/api`;
    let ready = false;
    for (let attempt = 0; attempt < 300 && !ready && child?.exitCode === null; attempt++) {
      ready = await fetch(`${base}/manage/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready, run.stderr()).toBe(true);
    const outbox = await fetch(`${base}${api.sms.outbox.path}?phone=13800000000`);
    expect(outbox.status).toBe(404);
    expect((await outbox.json()).code).toBe(Code.NOT_FOUND);
  }, 120_000);
});
