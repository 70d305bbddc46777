#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium (browser tests),
# PostgreSQL (real-server tests), Noto CJK fonts (Chinese text in screenshots, pictures and PDFs) and
# poppler-utils (the tests read exported PDFs back with pdftotext).
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
[ ${#need[@]} -eq 0 ] && exit 0
echo "正在安装系统软件包：${need[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
