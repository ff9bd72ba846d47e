// Where a suite finds its PostgreSQL or Redis server: the one the environment names or, when it is
// unset and a Docker engine answers, a throwaway container that testcontainers starts for the file.
// With neither, the suite is skipped and says why (docs/architecture.md#tests).

/** A DOCKER_HOST that accepts connections but never answers would hang the check: it gives up then. */
const DOCKER_CHECK_MS = 5_000;

export type TestServer = { url: string; stop?: () => Promise<void> } | { skipped: string };

/** Why testcontainers finds no container runtime that answers; undefined when it finds one. */
async function dockerUnreachable(): Promise<string | undefined> {
  const { getContainerRuntimeClient } = await import('testcontainers');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DOCKER_CHECK_MS / 1000} s`)), DOCKER_CHECK_MS);
  });
  try {
    await Promise.race([getContainerRuntimeClient(), timeout]);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The server `variable` names, else one `start` runs in Docker. Once Docker answers, a failure to
 * start the container fails the file, loudly.
 */
export async function findTestServer(variable: string, start: () => Promise<{ url: string; stop: () => Promise<void> }>): Promise<TestServer> {
  const named = process.env[variable];
  if (named) return { url: named };
  const unreachable = await dockerUnreachable();
  if (unreachable) return { skipped: `${variable} is unset and no Docker engine is reachable (${unreachable})` };
  return start();
}
