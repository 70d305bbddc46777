import { routeSweep } from './route-sweep';

routeSweep('13800000002', '业务员');
