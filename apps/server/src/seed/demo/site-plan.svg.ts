/**
 * The demo plant's site plan (1200 × 800): a fine-chemicals plant with two production workshops,
 * the utility buildings (substation, compressor house, boiler house), a tank farm, the finished-goods
 * and hazardous-chemicals warehouses, the waste-water station and the office, drawn for the
 * four-colour map. Place outlines in `layout.ts` follow these buildings (relative coordinates). The
 * map writes each place's name at the top-left corner of its outline: the drawing keeps its own
 * labels clear of those corners (a tower label once sat under 精馏车间's name).
 */
export const DEMO_SITE_PLAN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">
  <rect width="1200" height="800" fill="#f4f1ea"/>
  <rect x="30" y="30" width="1140" height="740" fill="#fbfaf6" stroke="#5b5b5b" stroke-width="4" stroke-dasharray="14 6"/>
  <g fill="#d9d6cf">
    <rect x="30" y="380" width="1140" height="44"/>
    <rect x="560" y="30" width="44" height="740"/>
  </g>
  <g stroke="#ffffff" stroke-width="2" stroke-dasharray="18 12">
    <line x1="40" y1="402" x2="1160" y2="402"/>
    <line x1="582" y1="40" x2="582" y2="760"/>
  </g>
  <g fill="#e8e2d4" stroke="#6d6a62" stroke-width="2">
    <rect x="84" y="72" width="396" height="264"/>
    <rect x="660" y="72" width="300" height="264"/>
    <rect x="990" y="72" width="150" height="76"/>
    <rect x="990" y="166" width="150" height="72"/>
    <rect x="990" y="256" width="150" height="80"/>
    <rect x="84" y="472" width="396" height="248"/>
    <rect x="660" y="472" width="228" height="120"/>
    <rect x="660" y="612" width="228" height="108"/>
    <rect x="936" y="448" width="200" height="92"/>
    <rect x="936" y="570" width="200" height="150"/>
  </g>
  <g fill="#d0cabb" stroke="#8a8577" stroke-width="1.5">
    <rect x="120" y="110" width="90" height="70"/>
    <rect x="240" y="110" width="90" height="70"/>
    <rect x="360" y="110" width="90" height="70"/>
    <rect x="690" y="120" width="50" height="150"/>
    <rect x="790" y="120" width="50" height="150"/>
    <rect x="868" y="120" width="76" height="70"/>
  </g>
  <g fill="#ffffff" stroke="#6d6a62" stroke-width="2">
    <circle cx="170" cy="550" r="42"/>
    <circle cx="290" cy="550" r="42"/>
    <circle cx="410" cy="550" r="42"/>
    <circle cx="170" cy="672" r="32"/>
    <circle cx="290" cy="672" r="32"/>
    <circle cx="1000" cy="498" r="30"/>
    <circle cx="1076" cy="498" r="30"/>
  </g>
  <rect x="100" y="488" width="364" height="216" fill="none" stroke="#a05a2c" stroke-width="3" stroke-dasharray="8 5"/>
  <g fill="#7a7466">
    <rect x="700" y="500" width="168" height="14"/>
    <rect x="700" y="528" width="168" height="14"/>
    <rect x="700" y="556" width="168" height="14"/>
  </g>
  <g fill="#c9b9a0">
    <rect x="700" y="640" width="60" height="40"/>
    <rect x="790" y="640" width="60" height="40"/>
  </g>
  <rect x="1104" y="380" width="66" height="44" fill="#b9d3e8" stroke="#4a6f8a" stroke-width="2"/>
  <g font-family="sans-serif" font-size="22" fill="#3a372f" text-anchor="middle">
    <text x="282" y="326">合成车间</text>
    <text x="810" y="326">精馏车间</text>
    <text x="282" y="756">储罐区</text>
    <text x="774" y="586">成品仓库</text>
    <text x="774" y="712">危化品仓库</text>
    <text x="1036" y="710">办公楼</text>
  </g>
  <g font-family="sans-serif" font-size="15" fill="#3a372f" text-anchor="middle">
    <text x="1065" y="142">变配电室</text>
    <text x="1065" y="232">空压站</text>
    <text x="1065" y="330">燃气锅炉房</text>
    <text x="1036" y="535">污水处理站</text>
  </g>
  <g font-family="sans-serif" font-size="13" fill="#5d594f" text-anchor="middle">
    <text x="165" y="150">反应釜 R101</text>
    <text x="285" y="150">反应釜 R102</text>
    <text x="405" y="150">冷凝器</text>
    <text x="715" y="290">精馏塔 T201</text>
    <text x="815" y="290">精馏塔 T202</text>
    <text x="906" y="160">中控室</text>
    <text x="170" y="555">甲醇 V301</text>
    <text x="290" y="555">甲苯 V302</text>
    <text x="410" y="555">液氨 V303</text>
    <text x="1137" y="440">大门</text>
  </g>
  <g font-family="sans-serif" font-size="16" fill="#3a372f">
    <text x="1060" y="780">N ↑  比例 1:1000</text>
  </g>
</svg>
`;
