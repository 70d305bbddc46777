export {
  after,
  cartTransferred,
  choosePicked,
  exportFinished,
  factoryDigestJob,
  findSampleOffered,
  type Notice,
  nextDigestAt,
  notify,
  quotationConfirmed,
  requestAnswered,
  sendFactoryDigest,
} from './service';
