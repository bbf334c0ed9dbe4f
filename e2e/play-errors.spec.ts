// Play errors stay in the game dialog (SPEC §2 slot dialog, §8): a failed transfer or
// auto-login shows the translated error alert at /user/home/game/CODE, with and without
// JavaScript, and no tab opens.
import { expect, test } from './fixtures'
import { PLAY_FAULTS } from './play-faults'
import { clearFaults, hasJs, injectFault, openPgDialog, PLAY_BUTTON } from './support'

test.afterEach(async ({ request }) => {
  await clearFaults(request)
})

for (const playFault of PLAY_FAULTS) {
  const { name, fault, text } = playFault
  test(`${name}: the error shows in the game dialog`, async ({ page, context, request }) => {
    const dialog = await openPgDialog(page, request)
    const opened: unknown[] = []
    context.on('page', (other) => opened.push(other))

    await injectFault(request, fault)
    await dialog.getByRole('button', { name: PLAY_BUTTON }).click()

    const alert = dialog.getByRole('alert')
    await expect(alert).toContainText('เกิดข้อผิดพลาด')
    await expect(alert).toContainText(text)
    if (playFault.moved) await expect(alert).toContainText(playFault.moved)
    await expect(page).toHaveURL(/\/user\/home\/game\/PG$/)
    await expect(dialog.getByRole('link', { name: 'เปิดเกม' })).toHaveCount(0)
    expect(opened).toEqual([])

    // once the fault is gone, play works from the same dialog
    await clearFaults(request)
    const js = hasJs()
    const popup = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: PLAY_BUTTON }).click()
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    if (!js) await dialog.getByRole('link', { name: 'เปิดเกม' }).click()
    const game = await popup
    await expect(game.getByRole('heading', { name: 'PG Soft' })).toBeVisible()
  })
}
