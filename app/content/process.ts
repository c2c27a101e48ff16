/** The process steps live in common/ because the chat assistant states them too. */
export * from "#common/content/process";
