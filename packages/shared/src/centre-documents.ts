import './zod-setup';
import { z } from 'zod';

/** The six document images of a centre, grouped in the four rows of 'Centre Documents'. */
export const CENTRE_DOCUMENT_SLOTS = [
  'trade_license',
  'address_proof_1',
  'address_proof_2',
  'pan_card',
  'voter_card_1',
  'voter_card_2',
] as const;
export type CentreDocumentSlot = (typeof CENTRE_DOCUMENT_SLOTS)[number];

export const CENTRE_DOCUMENT_ROWS: readonly {
  label: string;
  slots: readonly { slot: CentreDocumentSlot; label: string }[];
}[] = [
  { label: 'Trade License', slots: [{ slot: 'trade_license', label: 'Trade License' }] },
  {
    label: 'Address Proof',
    slots: [
      { slot: 'address_proof_1', label: 'Address Proof (image 1)' },
      { slot: 'address_proof_2', label: 'Address Proof (image 2)' },
    ],
  },
  { label: 'Pan Card', slots: [{ slot: 'pan_card', label: 'Pan Card' }] },
  {
    label: 'Voter Card',
    slots: [
      { slot: 'voter_card_1', label: 'Voter Card (front)' },
      { slot: 'voter_card_2', label: 'Voter Card (back)' },
    ],
  },
];

export const CENTRE_DOCUMENT_LABELS: Record<CentreDocumentSlot, string> = Object.fromEntries(
  CENTRE_DOCUMENT_ROWS.flatMap((row) => row.slots.map((slot) => [slot.slot, slot.label])),
) as Record<CentreDocumentSlot, string>;

export const centreDocumentSchema = z.object({
  slot: z.enum(CENTRE_DOCUMENT_SLOTS),
  label: z.string(),
  imageUrl: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type CentreDocument = z.infer<typeof centreDocumentSchema>;

export const centreDocumentsSchema = z.object({
  centre: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  documents: z.array(centreDocumentSchema),
});
export type CentreDocuments = z.infer<typeof centreDocumentsSchema>;

export const CENTRE_DOCUMENT_MESSAGES = {
  uploaded: 'Document uploaded',
  replaced: 'Document replaced',
  fileRequired: 'Choose an image to upload',
} as const;
