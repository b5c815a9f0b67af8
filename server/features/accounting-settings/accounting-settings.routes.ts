import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountBody,
  ZAccountList,
  ZAccountParams,
  ZAccountRow,
  ZPostingRuleBody,
  ZPostingRuleList,
  ZPostingRuleRow,
} from '../../../contract/accounting-settings';
import { auditContext } from '../audit-context';
import { route } from '../describe-route';
import { readRoute } from '../setting-routes';
import { createAccount, deleteAccount, listAccountRows, updateAccount } from './accounts.service';
import { listPostingRuleRows, updatePostingRule } from './posting-rules.service';

/** Who reads the chart and the rules: the books' readers and those who set them up (docs/permissions.md). */
const readers = { access: ['accounting', 'accounting-settings'] } as const;
const editors = { access: ['accounting-settings'] } as const;

export const accountingSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  readRoute(app, '/accounting/accounts', ZAccountList, {
    config: readers,
    id: 'accounts.list',
    summary: 'List the chart of accounts, with the accounts in use and the rules naming them',
    read: (deps) => listAccountRows(deps.database.db),
  });
  app.post(
    '/accounting/accounts',
    route(editors, {
      id: 'accounts.create',
      summary: 'Add an account to the chart of accounts',
      errors: ['ACCOUNT_CODE_EXISTS'],
      body: ZAccountBody,
      response: { 200: ZAccountRow },
    }),
    (request) => createAccount(db(), request.body, auditContext(request)),
  );
  app.put(
    '/accounting/accounts/:code',
    route(editors, {
      id: 'accounts.update',
      summary: 'Rename, (de)activate or change an account; a used account keeps its code, type and party kind',
      errors: ['ACCOUNT_NOT_FOUND', 'ACCOUNT_IN_USE', 'ACCOUNT_CODE_EXISTS'],
      params: ZAccountParams,
      body: ZAccountBody,
      response: { 200: ZAccountRow },
    }),
    (request) => updateAccount(db(), request.params.code, request.body, auditContext(request)),
  );
  app.delete(
    '/accounting/accounts/:code',
    route(editors, {
      id: 'accounts.delete',
      summary: 'Delete an account that has no journal lines and no posting rule',
      errors: ['ACCOUNT_NOT_FOUND', 'ACCOUNT_IN_USE'],
      params: ZAccountParams,
      response: { 200: z.object({ code: z.string() }) },
    }),
    (request) => deleteAccount(db(), request.params.code, auditContext(request)),
  );
  readRoute(app, '/accounting/posting-rules', ZPostingRuleList, {
    config: readers,
    id: 'postingRules.list',
    summary: 'List the posting rules: each event leg, its side and its account',
    read: (deps) => listPostingRuleRows(deps.database.db),
  });
  app.put(
    '/accounting/posting-rules',
    route(editors, {
      id: 'postingRules.update',
      summary: "Change the account an event's leg posts to",
      errors: ['NOT_FOUND', 'ACCOUNT_NOT_FOUND', 'ACCOUNT_INACTIVE'],
      body: ZPostingRuleBody,
      response: { 200: ZPostingRuleRow },
    }),
    (request) => updatePostingRule(db(), request.body, auditContext(request)),
  );
};
