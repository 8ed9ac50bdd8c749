// Sends a CSV file (decision 0123's format, built by shared/csv) as a download named after today.
import type { FastifyReply } from 'fastify';
import { todayInBudapest } from '@shared/dates/iso-date';

export function sendCsv(reply: FastifyReply, baseName: string, csv: string) {
  return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${baseName}-${todayInBudapest()}.csv"`).send(csv);
}
