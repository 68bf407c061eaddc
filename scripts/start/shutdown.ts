/**
 * What has to be stopped, in reverse order of starting: the storefront before the store
 * service it talks to. `run` is safe to call more than once and while starting.
 */
export class Shutdown {
  private readonly steps: (() => Promise<void>)[] = [];
  private running: Promise<void> | null = null;

  get requested(): boolean {
    return this.running !== null;
  }

  add(step: () => Promise<void>): void {
    this.steps.unshift(step);
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (const step of this.steps.splice(0)) {
        await step().catch((error: unknown) => console.error('While stopping:', error));
      }
    })();
    return this.running;
  }
}
