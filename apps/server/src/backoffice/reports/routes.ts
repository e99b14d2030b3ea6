import {
  boExportsEndpoints,
  boReconciliationEndpoints,
  boReportsEndpoints,
  boReportsLiabilitiesEndpoints,
  boReportsPaymentEndpoints,
  boReportsTaxEndpoints,
} from '@shangwe/contract/backoffice';
import type { RouteModule } from '../../routes';
import { recordStaffAction } from '../audit';
import { boRoute, staffOf } from '../guard';
import { sendDownload } from './download';
import { exportCsv } from './exports';
import { ggrCells, ggrCsv, rollUp } from './ggr-report';
import { liabilitiesReport } from './liabilities-report';
import { paymentFlows } from './payment-flows';
import { markPaymentFailed, queryPaymentAgain, reconciliation } from './reconciliation';
import { taxCsv, taxPdf } from './tax-documents';
import { taxReport } from './tax-report';

/** Finance and compliance reports (README.md beside this file). */
export const boReportsRoutes: RouteModule = async (app, ctx) => {
  boRoute(app, ctx, boReportsEndpoints.ggr, async (request, reply) => {
    const { from, to, groupBy, format } = request.query;
    const { lines, totals } = rollUp(await ggrCells(ctx.db, from, to), groupBy);
    if (format === 'csv') {
      const csv = ggrCsv(groupBy, lines, totals);
      sendDownload(reply, 'text/csv; charset=utf-8', `ggr-${from}-${to}.csv`, csv);
      return reply;
    }
    return { from, to, group_by: groupBy, lines, totals };
  });
  boRoute(app, ctx, boReportsTaxEndpoints.tax, async (request, reply) => {
    const { country, period, format } = request.query;
    const report = await taxReport(ctx.db, country, period);
    const name = `tax-${country}-${period}`;
    if (format === 'csv') {
      sendDownload(reply, 'text/csv; charset=utf-8', `${name}.csv`, taxCsv(report));
      return reply;
    }
    if (format === 'pdf') {
      sendDownload(reply, 'application/pdf', `${name}.pdf`, await taxPdf(report));
      return reply;
    }
    return report;
  });
  boRoute(app, ctx, boReportsLiabilitiesEndpoints.liabilities, async (request) =>
    liabilitiesReport(ctx.db, request.query.date),
  );
  boRoute(app, ctx, boReportsPaymentEndpoints.paymentFlows, async (request) =>
    paymentFlows(ctx.db, request.query.from, request.query.to),
  );
  boRoute(app, ctx, boReconciliationEndpoints.reconciliation, async (request) =>
    reconciliation(ctx, request.query.day),
  );
  boRoute(app, ctx, boReconciliationEndpoints.paymentQuery, async (request) => {
    const staff = staffOf(request);
    const { kind, reference } = request.params;
    return queryPaymentAgain(ctx, { id: staff.id, email: staff.email }, kind, reference);
  });
  boRoute(app, ctx, boReconciliationEndpoints.paymentFail, async (request) => {
    const staff = staffOf(request);
    const { kind, reference } = request.params;
    const who = { id: staff.id, email: staff.email };
    return markPaymentFailed(ctx, who, kind, reference, request.body.reason);
  });
  boRoute(app, ctx, boExportsEndpoints.export, async (request, reply) => {
    const { dataset } = request.params;
    const { from, to } = request.query;
    const staff = staffOf(request);
    // Audited before the first byte: an export cut off halfway still left the building.
    await ctx.db.transaction((tx) =>
      recordStaffAction(tx, {
        staff: { id: staff.id, email: staff.email },
        action: 'export.run',
        objectType: 'export',
        objectId: dataset,
        after: { dataset, from, to },
        at: ctx.now(),
      }),
    );
    const csv = exportCsv(ctx.db, dataset, from, to);
    sendDownload(reply, 'text/csv; charset=utf-8', `${dataset}-${from}-${to}.csv`, csv);
    return reply;
  });
};
