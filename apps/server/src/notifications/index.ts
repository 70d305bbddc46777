import './jobs';

export { FACTORY_DIGEST_JOB } from './jobs';
export {
  after,
  cartTransferred,
  choosePicked,
  findSampleOffered,
  type Notice,
  nextDigestAt,
  notify,
  requestAnswered,
  sendFactoryDigest,
  subscribeNotifications,
} from './service';
