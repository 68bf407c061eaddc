/**
 * The part of @adobe/structured-data-validator (plain JavaScript, no types of its own) the
 * tests use: Google's rich result rules per schema.org type, over blocks grouped by type
 * as Web Auto Extractor gives them. Without schema.org's vocabulary file (a download) it
 * checks those rules only.
 */
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: {
      jsonld: Record<string, unknown[]>;
      microdata: Record<string, unknown[]>;
      rdfa: Record<string, unknown[]>;
    }): Promise<ValidationIssue[]>;
  }
}
