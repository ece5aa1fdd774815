// A fingerprint of each exposed module's contract: the props type the shell mounts it with,
// as declared in @carmarket/shared (shared/src/contracts/remote-contracts.ts). The props type
// is printed structurally (properties sorted, optionality, member types expanded down to
// library types), so comments and renames change nothing and any change of shape does.
import { createHash } from 'node:crypto';
import path from 'node:path';
import ts from 'typescript';

export interface ContractFingerprint {
  /** sha256 of the structural props text, 16 hex digits. */
  fingerprint: string;
  /** The structural props text the fingerprint is taken of (shown when two differ). */
  props: string;
}

/** remote federation name → exposed module name → contract. */
export type ContractFingerprints = Record<string, Record<string, ContractFingerprint>>;

export const CONTRACTS_FILE = 'shared/src/contracts/remote-contracts.ts';
const CONTRACTS_INTERFACE = 'RemoteContracts';

export function fingerprintOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function isLibraryType(type: ts.Type): boolean {
  const declarations = (type.aliasSymbol ?? type.getSymbol())?.getDeclarations() ?? [];
  return declarations.some((declaration) =>
    /[\\/]node_modules[\\/]|[\\/]typescript[\\/]lib[\\/]/.test(declaration.getSourceFile().fileName),
  );
}

function structuralText(checker: ts.TypeChecker, type: ts.Type, depth = 0): string {
  const named = () => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  if (depth > 6) return named();
  if (type.isUnion()) {
    return type.types
      .map((member) => structuralText(checker, member, depth + 1))
      .sort()
      .join(' | ');
  }
  if (type.isIntersection()) {
    return type.types
      .map((member) => structuralText(checker, member, depth + 1))
      .sort()
      .join(' & ');
  }
  if (!(type.flags & ts.TypeFlags.Object) || isLibraryType(type)) return named();
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type as ts.TypeReference);
    return `Array<${element ? structuralText(checker, element, depth + 1) : 'unknown'}>`;
  }
  const signatures = type.getCallSignatures().map((signature) => {
    const parameters = signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration;
      const optional = declaration && ts.isParameter(declaration) && declaration.questionToken ? '?' : '';
      return `${parameter.getName()}${optional}: ${structuralText(checker, checker.getTypeOfSymbol(parameter), depth + 1)}`;
    });
    return `(${parameters.join(', ')}) => ${structuralText(checker, signature.getReturnType(), depth + 1)}`;
  });
  const properties = checker
    .getPropertiesOfType(type)
    .map((property) => {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      return `${property.getName()}${optional}: ${structuralText(checker, checker.getTypeOfSymbol(property), depth + 1)}`;
    })
    .sort();
  if (properties.length === 0 && signatures.length === 1) return signatures[0]!;
  return `{ ${[...signatures, ...properties].map((member) => `${member};`).join(' ')} }`.replace('{  }', '{}');
}

/**
 * The contract of every exposed module declared in the contracts file of a checkout.
 * @param repoRoot the checkout whose shared/ to read (the commit being released).
 */
export function readContractFingerprints(repoRoot: string, contractsFile = CONTRACTS_FILE): ContractFingerprints {
  const file = path.join(repoRoot, contractsFile);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`Cannot read ${file}`);
  const contracts = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === CONTRACTS_INTERFACE,
  );
  if (!contracts) throw new Error(`${contractsFile} declares no interface ${CONTRACTS_INTERFACE}`);

  const result: ContractFingerprints = {};
  for (const remoteMember of contracts.members) {
    if (!ts.isPropertySignature(remoteMember) || !remoteMember.type || !ts.isTypeLiteralNode(remoteMember.type)) continue;
    const remote = remoteMember.name.getText(source);
    result[remote] = {};
    for (const moduleMember of remoteMember.type.members) {
      if (!ts.isPropertySignature(moduleMember) || !moduleMember.type) continue;
      const moduleName = moduleMember.name.getText(source);
      // `ComponentType<Props>`: the contract is Props; a bare `ComponentType` takes no props.
      const typeNode = moduleMember.type;
      const propsNode = ts.isTypeReferenceNode(typeNode) ? typeNode.typeArguments?.[0] : undefined;
      const props = propsNode ? structuralText(checker, checker.getTypeFromTypeNode(propsNode)) : '{}';
      result[remote][moduleName] = { fingerprint: fingerprintOf(`${remote}/${moduleName}: ${props}`), props };
    }
  }
  return result;
}
