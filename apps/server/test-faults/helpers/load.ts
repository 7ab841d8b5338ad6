import http from 'node:http';
import { multipart, studentFields } from '../../test/helpers/multipart';
import { sleep, type AppInstance } from './services';

// A steady, bounded load of writes that store a file: signed-in head office adds students, each
// with a photo, through every running instance (a few requests in flight per instance at any
// time). Each write carries its own e-mail address, so that the database can be asked afterwards
// whether it holds that write once, or not at all.

/** What the client saw of a write. */
export type Outcome =
  | { kind: 'acknowledged'; status: number; registrationNumber: string; photo: string }
  | { kind: 'refused'; status: number; retryAfter: string | null; message: string }
  /** No answer: the connection was refused, reset or cut, or nothing came within the timeout. */
  | { kind: 'no-answer'; error: string };

export interface Write {
  id: number;
  email: string;
  instance: string;
  phase: string;
  startedAt: number;
  endedAt: number;
  outcome: Outcome;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own (no kept-alive socket that a server may have closed). */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string },
  timeoutMs = 10_000,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      agent: false,
    });
    const timer = setTimeout(
      () =>
        req.destroy(
          Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'TIMEOUT' }),
        ),
      timeoutMs,
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        });
      });
    });
    req.end(options.body);
  });
}

export const describeError = (error: unknown): string => {
  const { code, message } = error as { code?: string; message?: string };
  return code ? `${code} (${message})` : String(message ?? error);
};

function errorMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string }; message?: string };
    return parsed.error?.message ?? parsed.message ?? body.slice(0, 200);
  } catch {
    return body.slice(0, 200);
  }
}

export class Load {
  readonly writes: Write[] = [];
  /** Instances the load leaves alone (one that was just killed, until its replacement runs). */
  readonly paused = new Set<string>();
  /** Writes sent and not answered yet, per instance. */
  readonly inFlight = new Map<string, number>();
  private running = false;
  private workers: Promise<void>[] = [];
  private phase = '';
  private sequence = 0;

  constructor(
    private readonly instances: () => AppInstance[],
    readonly token: string,
    private readonly photo: Buffer,
    private readonly options = { workersPerInstance: 2, pauseMs: 40 },
  ) {}

  /** Starts the workers; `workers` gives some instances more than the usual number. */
  start(phase: string, workers: Record<string, number> = {}): void {
    this.phase = phase;
    this.running = true;
    const names = this.instances().map((instance) => instance.name);
    for (const name of names)
      for (let worker = 0; worker < (workers[name] ?? this.options.workersPerInstance); worker++)
        this.workers.push(this.work(name));
  }

  /** Stops sending and waits for the writes in flight; answers the writes of this phase. */
  async stop(): Promise<Write[]> {
    this.running = false;
    await Promise.all(this.workers);
    this.workers = [];
    return this.writes.filter((write) => write.phase === this.phase);
  }

  private async work(name: string): Promise<void> {
    while (this.running) {
      const instance = this.instances().find((candidate) => candidate.name === name);
      if (!instance || this.paused.has(name)) {
        await sleep(20);
        continue;
      }
      await this.write(instance);
      await sleep(this.options.pauseMs);
    }
  }

  private async write(instance: AppInstance): Promise<void> {
    const id = ++this.sequence;
    const email = `fault-${id}@example.com`;
    const form = multipart(studentFields({ email, firstname: 'Fault', lastname: `Load${id}` }), {
      photo: { data: this.photo, filename: 'photo.png', type: 'image/png' },
    });
    const startedAt = Date.now();
    this.inFlight.set(instance.name, (this.inFlight.get(instance.name) ?? 0) + 1);
    let outcome: Outcome;
    try {
      const answer = await request(`${instance.base}/api/dashboard/AddStudent`, {
        method: 'POST',
        headers: { ...form.headers, authorization: `Bearer ${this.token}` },
        body: form.payload,
      });
      if (answer.status >= 200 && answer.status < 300) {
        const record = JSON.parse(answer.body) as { registrationNumber: string; photo: string };
        outcome = {
          kind: 'acknowledged',
          status: answer.status,
          registrationNumber: record.registrationNumber,
          photo: record.photo,
        };
      } else {
        const retryAfter = answer.headers['retry-after'];
        outcome = {
          kind: 'refused',
          status: answer.status,
          retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
          message: errorMessage(answer.body),
        };
      }
    } catch (error) {
      outcome = { kind: 'no-answer', error: describeError(error) };
    } finally {
      this.inFlight.set(instance.name, (this.inFlight.get(instance.name) ?? 1) - 1);
    }
    this.writes.push({
      id,
      email,
      instance: instance.name,
      phase: this.phase,
      startedAt,
      endedAt: Date.now(),
      outcome,
    });
  }
}
