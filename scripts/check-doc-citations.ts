/**
 * Fails the build when a file cites the rules anywhere but docs/, or cites a docs file or section
 * that does not exist (docs/README.md).
 */
import { fileURLToPath } from 'node:url';
import { citationProblems, readDocs, readSourceFiles } from './doc-citations';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = readSourceFiles(root);
const problems = citationProblems(files, readDocs(root));
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`${problems.length} citation problem(s)`);
  process.exit(1);
}
console.log(`docs citations: ${files.length} files checked`);
