import pg from 'pg';

/** What a cache does with the notices of its channel. */
export interface NoticeHandlers {
  /** A notice's payload: what changed, as the trigger that sent it names it. */
  notice(payload: string): void;
  /** Notices may have been missed (the listening connection was lost, or is listening again): forget everything. */
  missed(): void;
}

/**
 * Changes committed through any server on the same PostgreSQL, heard as they commit (LISTEN/NOTIFY), for the
 * server's caches to drop what they name (docs/server.md#several-servers).
 */
export interface ChangeNotices {
  /** Whether notices reach this server now: while false a cache must not answer from what it kept. */
  readonly listening: boolean;
  /** Hears `channel` from now on; resolves once the first connection listens. */
  listen(channel: string, handlers: NoticeHandlers): Promise<void>;
  close(): Promise<void>;
}

const listenStatement = (client: pg.ClientBase, channel: string) => client.query(`LISTEN ${client.escapeIdentifier(channel)}`);

/**
 * Notices from the embedded database, which serves this server alone over the one connection of `pool`: they
 * arrive on it with the commit that sends them. PGlite runs one session whatever the connection, so a channel
 * listened to stays so; a connection the pool opens again (after an idle while) is heard in turn, and every cache is
 * told it may have missed notices. What triggers change (migration 0057_recipient_pair_notices) is heard this way.
 */
export function embeddedNotices(pool: pg.Pool): ChangeNotices {
  const channels = new Map<string, NoticeHandlers>();
  const heard = new WeakSet<pg.ClientBase>();
  const hear = (client: pg.ClientBase) => {
    if (heard.has(client)) return;
    heard.add(client);
    client.on('notification', ({ channel, payload }) => channels.get(channel)?.notice(payload ?? ''));
  };
  const onConnect = (client: pg.PoolClient) => {
    hear(client);
    channels.forEach((handlers) => handlers.missed());
  };
  pool.on('connect', onConnect);
  return {
    listening: true,
    async listen(channel, handlers) {
      channels.set(channel, handlers);
      const client = await pool.connect();
      try {
        hear(client);
        await listenStatement(client, channel);
      } finally {
        client.release();
      }
    },
    close: async () => {
      pool.off('connect', onConnect);
    },
  };
}

/** How long a lost listening connection waits before connecting again. */
const reconnectMs = 1000;

/**
 * Notices from PostgreSQL at `connectionString`, on a connection of their own (a pooled one is shared between
 * requests, and LISTEN belongs to a session), opened by the first `listen`. A lost connection is opened again
 * every second; meanwhile `listening` is false, and once it listens again every cache is told it may have missed
 * notices.
 */
export function postgresNotices(connectionString: string): ChangeNotices {
  const channels = new Map<string, NoticeHandlers>();
  let client: pg.Client | undefined;
  let opened: Promise<void> | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const tellMissed = () => channels.forEach((handlers) => handlers.missed());

  function lose(which: pg.Client, error?: Error) {
    if (which !== client) return;
    client = undefined;
    listening = false;
    which.end().catch(() => {});
    tellMissed();
    if (closed) return;
    console.error(`Listening for other servers' changes stopped${error ? ` (${error.message})` : ''}; sessions are checked on every request until it is back.`);
    retry = setTimeout(() => void open().catch(() => {}), reconnectMs).unref();
  }

  async function open() {
    const next = new pg.Client({ connectionString, application_name: 'change notices' });
    client = next;
    next.on('notification', ({ channel, payload }) => channels.get(channel)?.notice(payload ?? ''));
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next));
    try {
      await next.connect();
      for (const channel of channels.keys()) await listenStatement(next, channel);
    } catch (error) {
      lose(next, error as Error);
      throw error;
    }
    if (client !== next) return;
    listening = true;
    // What was kept before this connection listened may have changed unheard.
    tellMissed();
  }

  return {
    get listening() {
      return listening;
    },
    async listen(channel, handlers) {
      channels.set(channel, handlers);
      if (!opened) return (opened = open());
      await opened;
      if (listening) await listenStatement(client!, channel);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      listening = false;
      await last?.end().catch(() => {});
    },
  };
}
