import {
  ENQUIRY_THANKS,
  type CreateEnquiry,
  type EnquiryCreated,
} from '@institute/shared/content/enquiry';
import type { EnquiryListItem } from '@institute/shared/content/enquiry-list';
import type { AuthenticatedUser } from '../../lib/access';
import { nowIso } from '../../lib/time';
import type { EnquiriesRepository } from './enquiries.repository';

/** Saves a visitor's enquiry as 'new', for the staff's Course Enquiry screen. */
export async function createEnquiry(
  repository: EnquiriesRepository,
  input: CreateEnquiry,
): Promise<EnquiryCreated> {
  const now = nowIso();
  const id = await repository.insert(
    input.source === 'contact'
      ? {
          source: 'contact',
          course_title: null,
          name: input.name,
          email: input.email,
          phone: null,
          message: input.message,
          centre_id: null,
          notes: null,
          created_at: now,
          updated_at: now,
        }
      : {
          source: input.source,
          course_title: input.courseTitle,
          name: input.name,
          email: input.email || null,
          phone: input.phone.replace(/[\s-]/g, ''),
          message: input.message,
          centre_id: null,
          notes: null,
          created_at: now,
          updated_at: now,
        },
  );
  return { id, message: ENQUIRY_THANKS };
}

/**
 * The enquiries a staff member may read, newest first: all for head office, their centre's for
 * centre staff (an enquiry reaches a centre when head office assigns it).
 */
export async function listEnquiries(
  repository: EnquiriesRepository,
  user: AuthenticatedUser,
  query: { status?: EnquiryListItem['status']; page: number; pageSize: number },
): Promise<{ items: EnquiryListItem[]; total: number }> {
  const scope = { centreId: user.role === 'head_office' ? null : (user.centreId ?? -1) };
  const [rows, total] = await Promise.all([
    repository.list(scope, query.status, query.pageSize, (query.page - 1) * query.pageSize),
    repository.count(scope, query.status),
  ]);
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      source: row.source,
      courseTitle: row.course_title,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      status: row.status,
      centreId: row.centre_id,
      createdAt: row.created_at,
    })),
  };
}
