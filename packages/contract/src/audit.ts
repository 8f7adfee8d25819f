/**
 * The audit log's vocabulary (docs/server.md "Audit log"): every action the server writes and the kinds of target
 * it names. The console labels each action in Korean (its label table is typed `Record<AuditAction, string>`, so
 * a new action here needs its label there).
 */
import type { Static } from 'typebox';
import type { AuditEntrySchema } from './schemas/audit';
import { defineList } from './listFields';

export const AUDIT_ACTIONS = [
  // Sign-in (auth): the actor is the user; no target except a sign-up's new user.
  'auth.login',
  'auth.register',
  'auth.refresh_reuse',
  'auth.password_changed',
  // Users and permission groups.
  'user.create',
  'user.update',
  'user.status',
  'user.password-reset',
  'group.create',
  'group.update',
  'group.delete',
  'group.member-add',
  'group.member-remove',
  // Clients.
  'client.create',
  'client.update',
  'client.delete',
  'client.domains',
  // Robot management: robots, alert recipients, RC 4.0 update files.
  'robot.create',
  'robot.update',
  'alertRecipient.create',
  'alertRecipient.update',
  'alertRecipient.delete',
  'updateFile.upload',
  'updateFile.rollout',
  // The city cup programme: machines, their alerts, rentals' validity, members' phone numbers read in clear.
  'rentalMachine.create',
  'rentalMachine.update',
  'returnMachine.create',
  'returnMachine.update',
  'machineAlert.acknowledge',
  'rental.extend',
  'member.phone-decrypt',
  // Its money and crew work: manual refunds, a failed remittance sent again, a refund's message resent, manual
  // refills and receivings (the remitter's own steps are in each refund's story, cup_refund_events).
  'refund.create',
  'refund.retry',
  'refund.message-resend',
  'refill.create',
  'retrieval.create',
  // A cup's life (part 3): ID ranges registered, cups discarded, packed and unpacked, boxes retired, shipped and
  // delivered, manual state changes of cups and boxes (one record per change, naming every ID).
  'idRange.create',
  'cup.discard',
  'cup.state-change',
  'box.pack',
  'box.unpack',
  'box.retire',
  'box.state-change',
  'shipment.create',
  'shipment.deliver',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The kinds of target: `user:12`, `group:3`, `client:CL-00001`, `robot:WB-GN-0001`, `alertRecipient:4`,
 * `updateFile:7`, `rentalMachine:RENT-GN-001`, `returnMachine:RTRN-GN-001`, `machineAlert:5`, `rental:1200`,
 * `member:31`, `refund:88`, `refill:5`, `retrieval:9`, `idRange:4`, `cup:SC00000001`, `box:BX000001`,
 * `stateChange:12`, `shipment:7`.
 */
export const AUDIT_TARGET_KINDS = [
  'user',
  'group',
  'client',
  'robot',
  'alertRecipient',
  'updateFile',
  'rentalMachine',
  'returnMachine',
  'machineAlert',
  'rental',
  'member',
  'refund',
  'refill',
  'retrieval',
  'idRange',
  'cup',
  'box',
  'stateChange',
  'shipment',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];
export type AuditTarget = `${AuditTargetKind}:${string}`;

/** One audit record: who did what to what, with the values before and after. */
export type AuditEntry = Static<typeof AuditEntrySchema>;

/** GET /v1/audit-log (newest first). */
export const AUDIT_LIST = defineList({
  fields: {
    action: { type: 'text' },
    target: { type: 'text' },
    actorUserId: { type: 'integer' },
    at: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'at',
});
