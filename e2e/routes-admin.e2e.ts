import { routeSweep } from './route-sweep';

routeSweep('13800000003', '管理员');
