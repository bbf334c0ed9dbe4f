#!/usr/bin/env bash
# Regenerates the bundled how-to posters and placeholder videos (needs chromium and ffmpeg).
# The outputs are committed; the app never needs these tools at run time.
set -euo pipefail
cd "$(dirname "$0")/.."
out=public/howto
tmp=$(mktemp -d)
declare -A ICON=(
  [wallet]='M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 0 12-4v4m3 7h.01'
  [enterGame]='M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2-12.5v7l5.5-3.5L10 8.5Z'
  [checkBalance]='M20 11a8 8 0 0 0-14.3-4.9L4 8m0-5v5h5M4 13a8 8 0 0 0 14.3 4.9L20 16m0 5v-5h-5'
  [receiveBonus]='M4 11h16v10H4V11Zm-1-4h18v4H3V7Zm9 0v14M12 7S10.5 3 8 3.5 7.5 7 12 7Zm0 0s1.5-4 4-3.5S16.5 7 12 7Z'
  [endBonus]='M5 12.5l4.5 4.5L19 7.5'
)
n=0
for video in wallet enterGame checkBalance receiveBonus endBonus; do
  n=$((n + 1))
  cat > "$out/$video.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1460"/><stop offset="1" stop-color="#0d0a24"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/>
  <circle cx="320" cy="180" r="92" fill="#f5c542" opacity="0.12"/>
  <circle cx="320" cy="180" r="70" fill="#f5c542"/>
  <g transform="translate(272 132) scale(4)" fill="none" stroke="#1b0f3b" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="${ICON[$video]}"/></g>
  <circle cx="64" cy="64" r="30" fill="#ffffff" opacity="0.12"/>
  <text x="64" y="76" text-anchor="middle" font-family="sans-serif" font-size="34" font-weight="700" fill="#f5c542">$n</text>
</svg>
SVG
  chromium --headless --no-sandbox --disable-gpu --disable-background-networking --hide-scrollbars \
    --window-size=640,360 --screenshot="$tmp/$video.png" "file://$PWD/$out/$video.svg" >/dev/null 2>&1
  ffmpeg -loglevel error -y -loop 1 -i "$tmp/$video.png" -t 6 -r 24 \
    -vf "zoompan=z='min(zoom+0.0008,1.08)':d=144:s=640x360:fps=24,format=yuv420p" \
    -c:v libx264 -preset veryslow -crf 36 -movflags +faststart "$out/$video.mp4"
done
rm -rf "$tmp"
ls -la "$out"
