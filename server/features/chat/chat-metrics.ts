/**
 * Where chat replies came from, for /metrics (Prometheus text format):
 * the built-in assistant, a language model, or the built-in assistant
 * because the model's answer stated a figure or path that is no fact.
 * Counted per process, like the request metrics.
 */
export type ChatReplySource = "built-in" | "model" | "model-failed" | "model-rejected";

const SOURCES: readonly ChatReplySource[] = ["built-in", "model", "model-failed", "model-rejected"];

export class ChatMetrics {
  readonly #replies = new Map<ChatReplySource, number>(SOURCES.map((source) => [source, 0]));

  count(source: ChatReplySource): void {
    this.#replies.set(source, (this.#replies.get(source) ?? 0) + 1);
  }

  /** How many replies came from `source` so far. */
  replies(source: ChatReplySource): number {
    return this.#replies.get(source) ?? 0;
  }

  render(): string {
    return [
      "# HELP chat_replies_total Chat replies by source: built-in (no model configured or the model not asked), model, model-failed (the model did not answer; built-in used), model-rejected (the model stated a figure or path that is no fact; built-in used).",
      "# TYPE chat_replies_total counter",
      ...SOURCES.map((source) => `chat_replies_total{source="${source}"} ${this.replies(source)}`),
      "# HELP chat_model_answers_rejected_total Language-model answers replaced by the built-in answer because a figure or path in them is no fact.",
      "# TYPE chat_model_answers_rejected_total counter",
      `chat_model_answers_rejected_total ${this.replies("model-rejected")}`,
      "",
    ].join("\n");
  }
}
