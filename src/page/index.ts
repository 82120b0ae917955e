import './element.tsx';
