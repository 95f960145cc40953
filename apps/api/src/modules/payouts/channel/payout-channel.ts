import type { PayoutConfig } from '../../../config.ts';
import { bankApiChannel } from './bank-api-channel.ts';
import type { PayoutChannel } from './channel-port.ts';

export type { ChannelBatch, ChannelLine, ChannelLineResult, PayoutChannel } from './channel-port.ts';
export { SubmissionUnknownError } from './channel-port.ts';

export const zenginFileChannel: PayoutChannel = {
  name: 'zengin_file',
  async submit() {
    return { bankRequestId: null };
  },
  async findSubmission() {
    return null;
  },
  async fetchResults() {
    return null;
  },
};

/** The deployment's channel, from configuration (fetch may be swapped in tests). */
export function payoutChannel(config: PayoutConfig, fetcher: typeof fetch = fetch): PayoutChannel {
  if (config.channel === 'bank_api') {
    if (!config.bankApi) throw new Error('PAYOUT_CHANNEL=bank_api needs PAYOUT_BANK_API_URL, _TOKEN and _ACCOUNT_ID');
    return bankApiChannel(config.bankApi, fetcher);
  }
  return zenginFileChannel;
}
