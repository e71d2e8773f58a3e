import { type ChoiceInput, chooseRebuild } from "./rebuild-choice";

/**
 * The child process of `chooseRebuildApart`: takes one ChoiceInput over IPC, answers with
 * `{ choice }` or `{ error }`, and exits.
 */
process.once("message", (input: ChoiceInput) => {
  let answer: { choice: ReturnType<typeof chooseRebuild> } | { error: string };
  try {
    answer = { choice: chooseRebuild(input) };
  } catch (error) {
    answer = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  process.send?.(answer, () => process.disconnect());
});
