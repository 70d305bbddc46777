import './jobs';

export { FACTORY_DIGEST_JOB } from './jobs';
export {
  after,
  cartTransferred,
  choosePicked,
  exportFinished,
  findSampleOffered,
  type Notice,
  nextDigestAt,
  notify,
  quotationConfirmed,
  requestAnswered,
  sendFactoryDigest,
} from './service';
