import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../../contract/errors';
import { ZCreateLedgerBody, ZLedgerIdParams, ZLedgerPage, ZLedgerResult, ZListLedgerQuery, ZUpdateBalanceBody } from '../../../contract/ledger';
import { ZPdfLanguageQuery } from '../../../contract/subscribers';
import { findLedgerRow } from '../../../db/queries/ledger';
import { findSubscriberById } from '../../../db/queries/subscribers';
import { AppError } from '../../app-error';
import { auditContext } from '../audit-context';
import { receiptPdf } from './capital-pdf';
import * as service from './ledger.service';
import { route } from '../describe-route';
import { sendFile } from '../file-reply';
import { EXPORT_TYPES } from '../../export/export-types';
import { rowActionRoutes, rowListRoute } from '../row-actions';
import { proposalOr, proposalResponse } from '../approval-limits/proposal-reply';

const ledger = { access: ['transactions'] } as const;
/** A capital row recorded or moved: a money write, taking an Idempotency-Key (docs/operations.md §10). */
const ledgerWrite = { ...ledger, idempotent: true } as const;
const one = { params: ZLedgerIdParams, response: { 200: ZLedgerResult } };
/** A new capital row, pending or written at once by update-balance: what refuses it, and the row answered. */
const RECORDING = {
  errors: [
    'AMOUNT_OUT_OF_RANGE',
    'SUBSCRIBER_NOT_FOUND',
    'CREDIT_TYPE_REQUIRED',
    'CREDIT_TYPE_NOT_ALLOWED',
    'DATE_IN_FUTURE',
    'DATE_BEFORE_SUBSCRIPTION',
    'INSUFFICIENT_BALANCE',
    'INVALID_AMOUNT',
    'NEGATIVE_AMOUNT',
    'TOO_MANY_DECIMALS',
    'PERIOD_CLOSED',
  ] as const satisfies readonly ErrorCode[],
  response: proposalResponse(ZLedgerResult),
};
const rows = { path: '/balance-transactions', feature: 'ledger', config: ledger, one, moneyWrites: true } as const;

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  rowListRoute(app, rows, 'List capital transactions, a page at a time', ZListLedgerQuery, ZLedgerPage, service.listLedgerPage);
  app.post(
    '/balance-transactions',
    route(ledgerWrite, {
      id: 'ledger.create',
      summary: 'Record a pending capital transaction (credit or debit)',
      body: ZCreateLedgerBody,
      ...RECORDING,
    }),
    async (request, reply) => proposalOr(reply, await service.createLedgerRow(app.deps, request.body, auditContext(request))),
  );
  rowActionRoutes(app, rows, [
    {
      verb: 'complete',
      summary: 'Complete a pending capital transaction',
      errors: ['AMOUNT_OUT_OF_RANGE', 'TRANSACTION_NOT_FOUND', 'TRANSACTION_NOT_PENDING', 'INSUFFICIENT_BALANCE', 'PERIOD_CLOSED'],
      act: (id, context) => service.completeLedgerRow(app.deps, BigInt(id), context),
      proposes: true,
    },
    {
      verb: 'cancel',
      summary: 'Cancel a pending capital transaction',
      errors: ['TRANSACTION_NOT_FOUND', 'TRANSACTION_NOT_PENDING', 'PERIOD_CLOSED'],
      act: (id, context) => service.cancelLedgerRow(app.deps, BigInt(id), context),
      proposes: true,
    },
    {
      verb: 'reverse',
      summary: 'Reverse a completed capital transaction with an opposite row',
      errors: [
        'AMOUNT_OUT_OF_RANGE',
        'TRANSACTION_NOT_FOUND',
        'TRANSACTION_NOT_REVERSIBLE',
        'TRANSACTION_ALREADY_REVERSED',
        'INSUFFICIENT_BALANCE',
        'PERIOD_CLOSED',
      ],
      act: (id, context) => service.reverseLedgerRow(app.deps, BigInt(id), context),
      proposes: true,
    },
  ]);
  app.get(
    '/balance-transactions/:id/receipt.pdf',
    route(ledger, {
      id: 'ledger.receiptPdf',
      summary: "Print a capital transaction's receipt as PDF",
      errors: ['TRANSACTION_NOT_FOUND'],
      params: ZLedgerIdParams,
      querystring: ZPdfLanguageQuery,
    }),
    async (request, reply) => {
      const row = await findLedgerRow(app.database.db, BigInt(request.params.id));
      if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
      const subscriber = await findSubscriberById(app.database.db, row.subscriberId);
      const pdf = await receiptPdf(app.deps, row, request.query.lang ?? 'en', subscriber?.balanceMinor ?? 0n);
      return sendFile(reply, { type: EXPORT_TYPES.pdf, name: `receipt-${row.id.toString()}.pdf`, body: pdf, inline: true });
    },
  );
  app.post(
    '/update-balance',
    route(
      { access: ['update-balance'], idempotent: true },
      {
        id: 'ledger.updateBalance',
        summary: "Credit or debit a subscriber's balance at once",
        body: ZUpdateBalanceBody,
        ...RECORDING,
      },
    ),
    async (request, reply) => proposalOr(reply, await service.updateBalance(app.deps, request.body, auditContext(request))),
  );
};
