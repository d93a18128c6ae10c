/**
 * The password for `npm run admin:create` when `--password` is not given: asked on the terminal
 * without echo (twice, to catch a typo), or read as the first line of standard input when that
 * is a pipe or a file (`… | npm run admin:create -- --email E`). Keeps it out of the shell's
 * history and npm's echo of the command line.
 */

interface Input extends NodeJS.EventEmitter {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
  setEncoding(encoding: BufferEncoding): unknown;
  resume(): unknown;
  pause(): unknown;
}

interface Output {
  write(text: string): unknown;
}

export class PasswordInputError extends Error {}

/** Reads one line typed on a terminal, echoing nothing. Ctrl-C or Ctrl-D without text cancels. */
function askHidden(input: Input, output: Output, prompt: string): Promise<string> {
  output.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = (error?: Error) => {
      input.removeListener("data", onData);
      input.setRawMode?.(false);
      input.pause();
      output.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003" || (char === "\u0004" && typed === ""))
          return finish(new PasswordInputError("cancelled"));
        if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
        else if (char === "\u0015") typed = "";
        else if (char >= " ") typed += char;
      }
    };
    input.setEncoding("utf8");
    input.setRawMode?.(true);
    input.on("data", onData);
    input.resume();
  });
}

/** The first line of a piped standard input (without its line ending). */
function readFirstLine(input: Input): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const done = () => {
      input.removeListener("data", onData);
      input.removeListener("end", done);
      input.removeListener("error", reject);
      input.pause();
      resolve(text.split(/\r?\n/)[0] ?? "");
    };
    const onData = (chunk: string) => {
      text += chunk;
      if (text.includes("\n")) done();
    };
    input.setEncoding("utf8");
    input.on("data", onData);
    input.on("end", done);
    input.on("error", reject);
    input.resume();
  });
}

export async function readPassword(
  input: Input = process.stdin,
  output: Output = process.stderr,
): Promise<string> {
  if (!input.isTTY) {
    const password = await readFirstLine(input);
    if (password === "")
      throw new PasswordInputError(
        "no password given: type it at the prompt, pipe it on standard input or pass --password",
      );
    return password;
  }
  const password = await askHidden(input, output, "Password (not shown): ");
  const again = await askHidden(input, output, "Same password again: ");
  if (password !== again) throw new PasswordInputError("the two passwords differ; nothing changed");
  return password;
}
