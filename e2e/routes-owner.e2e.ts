import { routeSweep } from './route-sweep';

routeSweep('13800000001', '主账号');
