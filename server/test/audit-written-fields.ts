import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './server-process';

/** Where the writers live: every audit entry is built under these folders (services, the CLI, the demo data). */
const WRITER_FOLDERS = ['server/**/*.ts', 'db/**/*.ts'];

/** Keeps the depth of contract/audit-diff.ts's flatten: three levels of keys, anything deeper is one JSON value. */
const MAX_DEPTH = 3;

export type WrittenFields = {
  /** Every part of every dotted field path the writers write ("request.expected.baseTotal" gives three). */
  parts: Set<string>;
  /** Writers whose before/after the type checker cannot see into (unknown, object, a string-keyed record), with where. */
  opaque: string[];
};

function isRecordLike(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (!(type.flags & ts.TypeFlags.Object) || checker.isArrayType(type) || checker.isTupleType(type)) return false;
  if (type.getCallSignatures().length > 0) return false;
  return checker.typeToString(type) !== 'Date';
}

function collect(checker: ts.TypeChecker, type: ts.Type, depth: number, where: string, into: WrittenFields): void {
  for (const part of type.isUnion() ? type.types : [type]) {
    if (part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) continue;
    if (part.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any | ts.TypeFlags.NonPrimitive)) {
      into.opaque.push(`${where}: ${checker.typeToString(part)}`);
      continue;
    }
    if (!isRecordLike(checker, part) || depth >= MAX_DEPTH) continue;
    if (checker.getIndexInfosOfType(part).length > 0) into.opaque.push(`${where}: ${checker.typeToString(part)}`);
    for (const property of checker.getPropertiesOfType(part)) {
      into.parts.add(property.name);
      collect(checker, checker.getTypeOfSymbol(property), depth + 1, where, into);
    }
  }
}

/**
 * The field names the audit writers write, read by the type checker from every object literal
 * typed as an `AuditEntry` (db/queries/audit.ts): the type of its `before` and `after`, walked as
 * the audit list flattens them. A writer that adds a field shows up here without anyone listing it.
 */
export function auditWrittenFields(): WrittenFields {
  const files = ts.sys.readDirectory(ROOT, ['.ts'], ['node_modules'], WRITER_FOLDERS).filter((file) => !file.endsWith('.test.ts'));
  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram(files, { ...options, types: ['node'] });
  const checker = program.getTypeChecker();
  const found: WrittenFields = { parts: new Set(), opaque: [] };
  for (const source of program.getSourceFiles()) {
    // Only files that write audit rows are walked: asking the checker about every object literal of the app takes minutes.
    if (source.isDeclarationFile || !/insertAudit|appendAudit|AuditEntry/.test(source.text)) continue;
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const contextual = checker.getContextualType(node);
        if ((contextual?.aliasSymbol ?? contextual?.getSymbol())?.name === 'AuditEntry') {
          const where = `${path.relative(ROOT, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
          const entry = checker.getTypeAtLocation(node);
          for (const side of ['before', 'after']) {
            const property = entry.getProperty(side);
            if (property) collect(checker, checker.getTypeOfSymbol(property), 0, where, found);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
