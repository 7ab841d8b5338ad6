import { describe, expect, it } from 'vitest';
import { compareDues, feeStatus, numberInWords, rupeesInWords } from './accounts';
import { rupeesInHindiWords } from './number-words';

describe('rupeesInWords', () => {
  it('writes amounts the Indian way, with lakh and crore', () => {
    expect(rupeesInWords(125_000)).toBe('Rupees One Thousand Two Hundred Fifty only');
    expect(rupeesInWords(125_050)).toBe(
      'Rupees One Thousand Two Hundred Fifty and Fifty Paise only',
    );
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(115)).toBe('One Hundred Fifteen');
    expect(numberInWords(1_00_000)).toBe('One Lakh');
    expect(numberInWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine',
    );
  });
});

describe('rupeesInHindiWords', () => {
  // Written by hand (not by the function): the Hindi words of each amount, Indian system.
  it.each([
    [0, 'शून्य रुपये मात्र'],
    [1_00, 'एक रुपया मात्र'],
    [15_00, 'पंद्रह रुपये मात्र'],
    [99_00, 'निन्यानबे रुपये मात्र'],
    [100_00, 'एक सौ रुपये मात्र'],
    [1_250_00, 'एक हज़ार दो सौ पचास रुपये मात्र'],
    [1_00_000_00, 'एक लाख रुपये मात्र'],
    [1_25_050_00, 'एक लाख पच्चीस हज़ार पचास रुपये मात्र'],
    [12_34_567_00, 'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये मात्र'],
    [12_34_56_789_00, 'बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये मात्र'],
    [43_78_921_00, 'तैंतालीस लाख अठहत्तर हज़ार नौ सौ इक्कीस रुपये मात्र'],
    [1_250_50, 'एक हज़ार दो सौ पचास रुपये और पचास पैसे मात्र'],
    [1_05, 'एक रुपया और पाँच पैसे मात्र'],
    [67_99, 'सड़सठ रुपये और निन्यानबे पैसे मात्र'],
  ])('%i paise: %s', (paise, words) => {
    expect(rupeesInHindiWords(paise)).toBe(words);
  });
});

describe('feeStatus', () => {
  const plan = {
    totalPaise: 1_000_000,
    discountPaise: 0,
    instalments: [
      { dueDate: '2026-01-01', amountPaise: 400_000 },
      { dueDate: '2026-02-01', amountPaise: 600_000 },
    ],
  };

  it('counts payments less reversals and what passed instalments left unpaid', () => {
    const status = feeStatus(
      plan,
      [
        { kind: 'payment', amountPaise: 300_000 },
        { kind: 'payment', amountPaise: 50_000 },
        { kind: 'reversal', amountPaise: 50_000 },
      ],
      '2026-01-15',
    );
    expect(status).toEqual({
      totalPaise: 1_000_000,
      discountPaise: 0,
      paidPaise: 300_000,
      duePaise: 700_000,
      overduePaise: 100_000,
      overdueSince: '2026-01-01',
      nextDueDate: '2026-02-01',
    });
  });

  it('takes a discount off the last instalments', () => {
    const status = feeStatus({ ...plan, discountPaise: 700_000 }, [], '2026-03-01');
    expect(status.duePaise).toBe(300_000);
    expect(status.overduePaise).toBe(300_000);
  });

  it('is not overdue on the due date itself', () => {
    expect(feeStatus(plan, [], '2026-01-01').overduePaise).toBe(0);
  });

  it('orders dues overdue first, then by amount', () => {
    const item = (registrationNumber: string, due: number, overdue: number) => ({
      registrationNumber,
      status: { ...feeStatus(plan, [], '2025-01-01'), duePaise: due, overduePaise: overdue },
    });
    const sorted = [item('A', 900, 0), item('B', 100, 50), item('C', 500, 500)].sort(compareDues);
    expect(sorted.map((i) => i.registrationNumber)).toEqual(['C', 'B', 'A']);
  });
});
