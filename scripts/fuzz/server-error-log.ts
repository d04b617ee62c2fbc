/** The server's error log during one request: the cause of a 5xx, which the answer never tells. */
export class ServerErrorLog {
  private latest = '';

  readonly logger = {
    level: 'error',
    stream: {
      write: (line: string) => {
        try {
          const entry = JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string } };
          const error = entry.err
            ? `${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}`
            : (entry.msg ?? '');
          // The SQL text and the values vary per request; without them equal causes group together.
          // Quoted snake_case names (tables, constraints) stay: they say which rule failed.
          this.latest = error
            .replace(/Failed query: [\s\S]*\nparams: [^:]*:/, 'query failed:')
            .replace(/"[^"]*"|'[^']*'|\d+/g, (text) => (/^"[a-z]+(_[a-z]+)+"$/.test(text) ? text : '…'))
            .replace(/\s+/g, ' ')
            .replace(/\p{Cc}/gu, '�')
            .slice(0, 200);
        } catch {
          this.latest = line.slice(0, 200);
        }
      },
    },
  };

  clear(): void {
    this.latest = '';
  }

  last(): string {
    return this.latest;
  }
}
