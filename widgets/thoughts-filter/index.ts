import './element.ts';
