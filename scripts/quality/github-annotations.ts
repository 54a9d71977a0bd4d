/**
 * GitHub Actions workflow commands that put a message on a file's line in a pull request
 * ("annotations"): `::error file=…,line=…,title=…::message`, printed on standard output by a
 * step. GitHub reads the properties up to `::` and the message after it, so both are escaped
 * as its own toolkit does: `%`, CR and LF in both, and also `:` and `,` in a property, where
 * they would end the value.
 */
import { locateProblem } from '@/lib/content/problem-location';

/** The message part: percent, carriage return and line feed. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value (file, title): the message's escapes, and the separators `:` and `,`. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export type Annotation = {
  /** Relative to the repository's root, with forward slashes, as the pull request names it. */
  file: string;
  /** 1-based. */
  line: number;
  column?: number;
  title: string;
  message: string;
};

export function errorAnnotation({ file, line, column, title, message }: Annotation): string {
  const properties = [`file=${escapeProperty(file)}`, `line=${line}`, ...(column ? [`col=${column}`] : []), `title=${escapeProperty(title)}`];
  return `::error ${properties.join(',')}::${escapeData(message)}`;
}

/** GitHub sets GITHUB_ACTIONS=true in every step of a workflow run. */
export const inGitHubActions = (env: NodeJS.ProcessEnv = process.env) => env.GITHUB_ACTIONS === 'true';

/**
 * One annotation per content problem line ("<file>: field …", "<file>:<line>:<col>: …"), on the
 * line of the field it names; titled by the check and the field, so the pull request's list of
 * annotations reads like the check's own output. Lines that name no file are left out.
 */
export function problemAnnotations(check: string, problems: readonly string[], readSource: (file: string) => string | undefined): string[] {
  return problems.flatMap((problem) => {
    const place = locateProblem(problem, readSource);
    if (!place) return [];
    const topic = place.field ?? (/\bbody\b/.test(place.message) ? 'body' : undefined);
    return [errorAnnotation({ file: place.file.split('\\').join('/'), line: place.line, column: place.column, title: topic ? `${check}: ${topic}` : check, message: place.message })];
  });
}
