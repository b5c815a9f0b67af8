/** Reads again every 50 ms, for up to 20 s, until `done` holds of what it read; then throws, naming `what` and the last read. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}: ${JSON.stringify(await read())}`);
}
